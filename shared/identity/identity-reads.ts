// What the HTTP layer reads of users and their sessions. Named reads: handlers call these, never the store.
import * as sessions_repository from '../store/sessions-repository.js';
import * as users_repository from '../store/users-repository.js';

export const findLiveSession: typeof sessions_repository.findLiveSession = (...args) => sessions_repository.findLiveSession(...args);
export const getUser: typeof users_repository.getUser = (...args) => users_repository.getUser(...args);
