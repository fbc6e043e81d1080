import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import {
  readNotificationPreferences,
  zNotificationPreferences,
  zUpdateNotificationPreferencesInput,
  zUpdateSettingsInput,
} from '@shared/settings';
import { zUpdateProfileInput, zUser } from '@shared/user';
import type { RouteDeps } from '../../app-deps';
import { currentUser } from '../../auth/guard';
import { presentUser } from './present-user';
import { updateNotificationPreferences, updateProfile, updateSettings } from './service';

export const userRoutes: FastifyPluginAsyncZod<RouteDeps<'db'>> = async (app, { db }) => {
  const errors = { 400: zErrorResponse, 401: zErrorResponse };

  app.patch(
    '/user/profile',
    { schema: { tags: ['user'], body: zUpdateProfileInput, response: { 200: zUser, ...errors } } },
    async (request) => presentUser(await updateProfile(db, currentUser(request).id, request.body)),
  );

  app.patch(
    '/user/settings',
    { schema: { tags: ['user'], body: zUpdateSettingsInput, response: { 200: zUser, ...errors } } },
    async (request) => presentUser(await updateSettings(db, currentUser(request).id, request.body.settings)),
  );

  app.get(
    '/user/notification-preferences',
    { schema: { tags: ['user'], response: { 200: zNotificationPreferences, ...errors } } },
    async (request) => readNotificationPreferences(currentUser(request).notificationPreferences),
  );

  app.patch(
    '/user/notification-preferences',
    {
      schema: {
        tags: ['user'],
        body: zUpdateNotificationPreferencesInput,
        response: { 200: zNotificationPreferences, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(db, currentUser(request), request.body),
  );
};
