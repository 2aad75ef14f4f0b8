"use client";

// What the server tells the admin app once, at render: the brand and the catalogue's labels.
import { createContext, type ReactNode, useContext } from "react";

export type AdminSettings = {
  company: string;
  /** Service slug → name, from the service catalogue. */
  serviceLabels: Record<string, string>;
  /** The site can email a "Forgot password?" link (SMTP_URL is set). */
  passwordReset: boolean;
};

const Settings = createContext<AdminSettings>({
  company: "",
  serviceLabels: {},
  passwordReset: false,
});

export function AdminSettingsProvider({
  value,
  children,
}: {
  value: AdminSettings;
  children: ReactNode;
}) {
  return <Settings.Provider value={value}>{children}</Settings.Provider>;
}

export const useAdminSettings = () => useContext(Settings);
