// The chat's SQL: the messages users sent (table chat_messages, server/db/migrations/0002-chat.sql) after the demo messages
// of the fixture's chatRooms collection, grouped per day as GET /chat/loadroom/{id} answers them.
import type { Queryable } from '../db/database.ts';
import { insertReturning } from '../db/insert-returning.ts';
import type { ChatMessage } from '../../src/generated/types.ts';
import { formatMoment, momentDay } from '../../src/shared-rules/chat-moment.ts';
import type { Tenant } from '../tenants/store.ts';
import { readCollection } from '../content/store-collections.ts';
import { groupByDay, inTimeOrder, type ChatDay } from './views.ts';

export type { ChatMessage };

/**
 * The chat's clock: a moment has no time zone of its own (content-app.md 3), so the server stamps every
 * message with the wall clock of the tenants' country and every reader sees the same day and time.
 */
export const chatTimeZone = 'America/Sao_Paulo';

/** The most a room answers at once, newest kept: a busy room must not grow its answer forever. */
export const roomHistoryLimit = 500;

interface MessageRow {
  idMessage: number;
  room: number;
  moment: string;
  idUser: number;
  user: string;
  message: string;
}

const messageColumns = `id_message AS "idMessage", id_room AS "room", moment, id_user AS "idUser",
  user_name AS "user", message`;

/**
 * A room exists when something of the tenant opens it: a chat section (type 52, room = its idSection),
 * a content item's idChatRoom (articles, rich pages, live content) or demo messages in the fixture.
 */
export async function chatRoomExists(db: Queryable, tenant: Tenant, room: number): Promise<boolean> {
  if (tenant.menu.some((section) => section.idSectionType === 52 && section.idSection === room)) return true;
  const seeded = await readCollection(db, tenant.idApp, 'chatRooms');
  if (seeded.some((entry) => entry.room === room)) return true;
  const rows = await db.query<{ found: number }>(
    `SELECT 1 AS found FROM content_items WHERE id_app = $1 AND item ->> 'idChatRoom' = $2 LIMIT 1`,
    [tenant.idApp, String(room)],
  );
  return rows.length > 0;
}

/** Demo messages first, then what users sent, in time order, at most roomHistoryLimit, per day. */
export async function loadChatRoom(db: Queryable, idApp: number, room: number): Promise<ChatDay[]> {
  const seeded = (await readCollection(db, idApp, 'chatRooms'))
    .filter((entry) => entry.room === room)
    .flatMap((entry) => entry.messages.map((message) => ({ ...message, room })));
  const stored = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM (
       SELECT * FROM chat_messages WHERE id_app = $1 AND id_room = $2
        ORDER BY sent_at DESC, id_message DESC LIMIT $3
     ) AS newest ORDER BY sent_at, id_message`,
    [idApp, room, roomHistoryLimit],
  );
  return groupByDay(inTimeOrder([...seeded, ...stored]).slice(-roomHistoryLimit));
}

export interface NewChatMessage {
  room: number;
  idUser: number;
  user: string;
  message: string;
  sentAt: Date;
}

/** Stores one message, stamped with the chat's clock, and answers it as readers will see it. */
export async function saveChatMessage(
  db: Queryable,
  idApp: number,
  input: NewChatMessage,
): Promise<ChatMessage> {
  const moment = formatMoment(input.sentAt, chatTimeZone);
  return insertReturning<MessageRow>(
    db,
    `INSERT INTO chat_messages (id_app, id_room, chat_date, moment, sent_at, id_user, user_name, message)
     VALUES ($1, $2, $3::date, $4, $5::timestamptz, $6, $7, $8)
     RETURNING ${messageColumns}`,
    [
      idApp,
      input.room,
      momentDay(moment),
      moment,
      input.sentAt.toISOString(),
      input.idUser,
      input.user,
      input.message,
    ],
  );
}

/** One stored message of a room, as the realtime channel passes it on. */
export async function findChatMessage(
  db: Queryable,
  idApp: number,
  room: number,
  idMessage: number,
): Promise<ChatMessage | undefined> {
  const rows = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM chat_messages WHERE id_app = $1 AND id_room = $2 AND id_message = $3`,
    [idApp, room, idMessage],
  );
  return rows[0];
}
