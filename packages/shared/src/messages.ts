/** French texts of SPEC.md used by both the server and the screens, word for word. */
export const MSG = {
  emailRequired: 'Veuillez saisir votre adresse email',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  emailInvalid: "Format d'email invalide",
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  passwordsMismatchDot: 'Les mots de passe ne correspondent pas.',
  passwordWeak: 'Le mot de passe doit être plus fort.',
  badCredentials: 'Email ou mot de passe incorrect',
  forbidden: 'Accès refusé',
  invalid: 'Données invalides',
  server: 'Erreur serveur. Veuillez réessayer.',
  network: 'Problème de connexion. Vérifiez votre connexion internet.',
  timeout: 'La requête a pris trop de temps. Veuillez réessayer.',
  generic: 'Une erreur est survenue',
  loginRequiredPage: 'Veuillez vous connecter pour accéder à cette page',
  imageTooBig: 'La taille du fichier ne doit pas dépasser 5MB',
  imageInvalid: 'Veuillez sélectionner un fichier image valide',
  notSignedIn: 'Veuillez vous connecter pour continuer',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  adminOnly: 'Accès réservé aux administrateurs',
  staffOnly: 'Accès réservé à l’équipe de la boutique',
  notFoundApi: 'Ressource introuvable',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  emailTaken: 'Un compte existe déjà avec cet email',
  noLinks: 'Les liens et les noms de sites ne sont pas acceptés dans ce champ',
  /** The same whether the address was free or taken (its owner is told by mail). */
  registered:
    'Compte créé avec succès : vous pouvez vous connecter. Si cette adresse avait déjà un ' +
    'compte, son titulaire vient de recevoir un email.',
  invalidId: 'Identifiant invalide',
  unavailable: 'Service momentanément indisponible. Veuillez réessayer.',
} as const;
