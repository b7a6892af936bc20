// Le tableau de bord en français : le changement de mot de passe de l’écran Sécurité (screens/password-change.tsx).
export const passwordFr = {
  pwdTitle: 'Mot de passe',
  pwdIntro: 'Votre mot de passe actuel vous sera demandé. Les autres sessions ouvertes avec votre compte seront fermées ; celle-ci reste ouverte.',
  pwdNew: 'Nouveau mot de passe (10 caractères au moins)',
  pwdRepeat: 'Nouveau mot de passe, encore une fois',
  pwdMismatch: 'Les deux mots de passe ne sont pas les mêmes.',
  pwdSubmit: 'Changer le mot de passe',
  pwdChanged: 'Votre mot de passe est changé.',
};
