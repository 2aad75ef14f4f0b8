// The parts of `http_ece` (no published types) the fake push service uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  const ece: {
    decrypt(
      body: Buffer,
      params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
    ): Buffer;
  };
  export default ece;
}
