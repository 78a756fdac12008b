// Texts of the account e-mails in every interface language. {name} is the recipient's name.
import type { LanguageCode } from "@comanda/shared";

export interface AccountMailTexts {
  greeting: string;
  greetingWithName: string;
  linkFallback: string;
  verifySubject: string;
  verifyBody: string;
  verifyAction: string;
  verifyIgnore: string;
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  resetIgnore: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<LanguageCode, AccountMailTexts> = {
  en: {
    greeting: "Hello,",
    greetingWithName: "Hello {name},",
    linkFallback: "If the button does not work, copy this link into your browser:",
    verifySubject: "Confirm your e-mail address for Comanda",
    verifyBody: "Please confirm your e-mail address to activate your Comanda account.",
    verifyAction: "Confirm e-mail address",
    verifyIgnore: "If you did not create an account, you can ignore this e-mail.",
    resetSubject: "Reset your Comanda password",
    resetBody: "We received a request to reset the password of your Comanda account.",
    resetAction: "Choose a new password",
    resetIgnore: "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
  },
  de: {
    greeting: "Hallo,",
    greetingWithName: "Hallo {name},",
    linkFallback: "Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:",
    verifySubject: "Bestätige deine E-Mail-Adresse für Comanda",
    verifyBody: "Bitte bestätige deine E-Mail-Adresse, um dein Comanda-Konto zu aktivieren.",
    verifyAction: "E-Mail-Adresse bestätigen",
    verifyIgnore: "Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.",
    resetSubject: "Setze dein Comanda-Passwort zurück",
    resetBody: "Wir haben eine Anfrage erhalten, das Passwort deines Comanda-Kontos zurückzusetzen.",
    resetAction: "Neues Passwort wählen",
    resetIgnore: "Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.",
  },
  es: {
    greeting: "Hola:",
    greetingWithName: "Hola, {name}:",
    linkFallback: "Si el botón no funciona, copia este enlace en tu navegador:",
    verifySubject: "Confirma tu dirección de correo electrónico para Comanda",
    verifyBody: "Confirma tu dirección de correo electrónico para activar tu cuenta de Comanda.",
    verifyAction: "Confirmar dirección de correo",
    verifyIgnore: "Si no has creado ninguna cuenta, puedes ignorar este correo.",
    resetSubject: "Restablece tu contraseña de Comanda",
    resetBody: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Comanda.",
    resetAction: "Elegir una contraseña nueva",
    resetIgnore: "Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambiará.",
  },
  ca: {
    greeting: "Hola:",
    greetingWithName: "Hola, {name}:",
    linkFallback: "Si el botó no funciona, copia aquest enllaç al navegador:",
    verifySubject: "Confirma la teva adreça electrònica per a Comanda",
    verifyBody: "Confirma la teva adreça electrònica per activar el teu compte de Comanda.",
    verifyAction: "Confirmar l'adreça electrònica",
    verifyIgnore: "Si no has creat cap compte, pots ignorar aquest correu.",
    resetSubject: "Restableix la teva contrasenya de Comanda",
    resetBody: "Hem rebut una sol·licitud per restablir la contrasenya del teu compte de Comanda.",
    resetAction: "Triar una contrasenya nova",
    resetIgnore: "Si no ho has demanat, pots ignorar aquest correu; la contrasenya no canviarà.",
  },
  fr: {
    greeting: "Bonjour,",
    greetingWithName: "Bonjour {name},",
    linkFallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
    verifySubject: "Confirmez votre adresse e-mail pour Comanda",
    verifyBody: "Veuillez confirmer votre adresse e-mail pour activer votre compte Comanda.",
    verifyAction: "Confirmer l'adresse e-mail",
    verifyIgnore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    resetSubject: "Réinitialisez votre mot de passe Comanda",
    resetBody: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Comanda.",
    resetAction: "Choisir un nouveau mot de passe",
    resetIgnore: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.",
  },
  nl: {
    greeting: "Hallo,",
    greetingWithName: "Hallo {name},",
    linkFallback: "Werkt de knop niet? Kopieer dan deze link naar je browser:",
    verifySubject: "Bevestig je e-mailadres voor Comanda",
    verifyBody: "Bevestig je e-mailadres om je Comanda-account te activeren.",
    verifyAction: "E-mailadres bevestigen",
    verifyIgnore: "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.",
    resetSubject: "Stel je Comanda-wachtwoord opnieuw in",
    resetBody: "We hebben een verzoek ontvangen om het wachtwoord van je Comanda-account opnieuw in te stellen.",
    resetAction: "Nieuw wachtwoord kiezen",
    resetIgnore: "Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.",
  },
  zh: {
    greeting: "您好：",
    greetingWithName: "{name}，您好：",
    linkFallback: "如果按钮无法使用，请将此链接复制到浏览器中：",
    verifySubject: "请确认您在 Comanda 的电子邮件地址",
    verifyBody: "请确认您的电子邮件地址，以激活您的 Comanda 账户。",
    verifyAction: "确认电子邮件地址",
    verifyIgnore: "如果您没有创建账户，请忽略此邮件。",
    resetSubject: "重置您的 Comanda 密码",
    resetBody: "我们收到了重置您 Comanda 账户密码的请求。",
    resetAction: "设置新密码",
    resetIgnore: "如果这不是您本人的请求，请忽略此邮件，您的密码将保持不变。",
  },
};
