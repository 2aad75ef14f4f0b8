// hoodiecrow-imap (an IMAP server for testing clients) has no published types.
declare module "hoodiecrow-imap" {
  const hoodiecrow: (options: Record<string, unknown>) => unknown;
  export default hoodiecrow;
}
