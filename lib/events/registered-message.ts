// What every registration is answered, whatever happened (no oracle): the API's message and the
// form's, in a module of its own so the form's script carries no validation code.
export const REGISTERED_MESSAGE = "Thanks! Check your inbox: we've emailed you what happens next.";
