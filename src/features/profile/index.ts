// The learner's profile as section type 60 draws it. The /perfil and /perfil/editar screens
// (ProfileScreen.tsx, EditProfileScreen.tsx) are lazy-loaded by the router from their files.
export { ProfileView } from './ProfileView';
export { default as LearningProfileScreen } from './LearningProfileScreen';
