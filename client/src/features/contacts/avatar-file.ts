// The avatar upload's checks are shared with the user's own picture: lib/avatar-file.ts.
export {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  avatarProblemFromCode,
  checkAvatarFile,
  readAsDataUrl,
  type AvatarProblem,
} from '../../lib/avatar-file';
