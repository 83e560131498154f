import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "@/ui/toast.tsx";
import { createQueryClient } from "./query-client.ts";
import { useSessionEndedRedirect } from "./routing/use-session-ended-redirect.ts";

/** Inside the router, so a 401 on the user API can send the person to /giris-yap. */
export function AppProviders({ children }: { children: ReactNode }) {
  const onSessionEnded = useSessionEndedRedirect();
  const [client] = useState(() => createQueryClient({ onSessionEnded }));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
