// Which realtime connection the chat uses: socket.io in the app, a fake in tests and stories.
import { createContext } from 'react';
import { connectRealtime, type RealtimeConnector } from '../../api/realtime';

export const RealtimeConnectorContext = createContext<RealtimeConnector>(connectRealtime);
