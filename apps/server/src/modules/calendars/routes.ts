import { tournamentCalendarParamsSchema, userCalendarParamsSchema } from "@turnuva/contract/calendars";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorResponses } from "../../http/error-responses.ts";
import type { CalendarsService } from "./service.ts";

const calendarResponse = {
  description: "An iCalendar file (RFC 5545): one event per match at its deadline, with a stable UID",
  content: { "text/calendar": { schema: z.string() } },
};

/**
 * The file's name when it is saved rather than subscribed to: what was asked for (a tournament's
 * slug or id, a username), in the characters every file system takes; `inline` keeps the
 * calendar apps that open it in place doing so.
 */
const calendarFile = (name: string) => `inline; filename="${name.replace(/[^A-Za-z0-9_-]/g, "_")}.ics"`;

/**
 * Issue 25, registered under `/api`: a tournament's calendar beside its read
 * (`/api/tournaments/:id/…`, the id or the slug) and a player's beside their profile
 * (`/api/users/:username/…`). Public, as the tournament's page and the profile are.
 */
export const calendarsRoutes: FastifyPluginAsyncZod<{ calendars: CalendarsService }> = async (app, { calendars }) => {
  app.get(
    "/tournaments/:id/calendar.ics",
    {
      schema: {
        operationId: "getTournamentCalendar",
        tags: ["tournaments"],
        summary: "A tournament's matches with deadlines as an iCalendar file, to subscribe to",
        params: tournamentCalendarParamsSchema,
        response: { 200: calendarResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", calendarFile(request.params.id))
        .send(await calendars.tournament(request.params.id)),
  );

  const userCalendar = {
    schema: {
      operationId: "getUserCalendar",
      tags: ["users"],
      summary: "A player's open matches with deadlines across tournaments as an iCalendar file, to subscribe to",
      params: userCalendarParamsSchema,
      response: { 200: calendarResponse, ...errorResponses(404) },
    },
  } as const;
  app.get("/users/:username/calendar.ics", userCalendar, async (request, reply) =>
    reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", calendarFile(request.params.username))
      .send(await calendars.user(request.params.username)),
  );
  // A user called 'profile': `/users/profile/calendar.ics` would reach the public profile of
  // 'calendar.ics' (`/users/profile/:username`); this gives theirs back, hidden from the API page.
  const { params: _params, ...asProfileUser } = userCalendar.schema;
  app.get("/users/profile/calendar.ics", { schema: { ...asProfileUser, hide: true } }, async (_request, reply) =>
    reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", calendarFile("profile"))
      .send(await calendars.user("profile")),
  );
};
