/** A form's message that belongs to no single field (server refusals, network failures); nothing when empty. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  );
}
