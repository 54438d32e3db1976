// How the app's realtime client connects (src/api/realtime.ts), shared with the server's test of two
// processes behind a balancer: WebSocket first, one connection that stays on the process that accepted
// it, so a plain round-robin balancer works without sticky sessions (long-polling's separate requests
// would land on other processes: "Session ID unknown"). Polling only when WebSocket fails (a proxy that
// passes no upgrades).
export const realtimeTransports = {
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const;
