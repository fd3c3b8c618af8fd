import axios, { AxiosError } from 'axios';
import { sessionStore } from './session';

/** The one HTTP client: base /api, bearer token, and any 401 ends the session (once). */
export const api = axios.create({ baseURL: '/api', timeout: 20_000 });

api.interceptors.request.use((config) => {
  const session = sessionStore.get();
  if (session) config.headers.set('Authorization', `Bearer ${session.token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    // Only clear the session the failed request was made with, so a late 401 from an old
    // token cannot log out a member who has just signed in again.
    const sent = String(error.config?.headers?.Authorization ?? '');
    const session = sessionStore.get();
    if (session && sent === `Bearer ${session.token}`) sessionStore.clear();
  }
  return Promise.reject(error);
});

export { errorDetail, errorMessage, statusOf } from './http-errors';
