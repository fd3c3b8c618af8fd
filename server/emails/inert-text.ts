/**
 * Member-typed text made unclickable for an e-mail sent from the app's own address. Mail
 * programs turn anything shaped like a web or e-mail address into a link by themselves, so a
 * listing title or a first name such as "Verify at http://evil.test" would arrive as a link
 * that seems to come from us (docs/decisions.md "Invitations"). The usual "defanged" spelling
 * stays readable and is never linked: "http[:]//evil[.]test", "sam@mail[.]example". Text
 * without such a shape (names, "3.50 each", "J.R.R. Tolkien") is left exactly as it was.
 */
export function inertText(text: string): string {
  return (
    text
      .replace(/:\/\//g, '[:]//')
      // A dot between a letter or digit and two or more letters: a domain or an address.
      .replace(/(?<=[\p{L}\p{N}-])[.。．｡](?=\p{L}{2})/gu, '[.]')
  );
}
