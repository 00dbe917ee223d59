/**
 * Signs an address up for the newsletter: a contact message to the hotel through the app's own
 * POST /api/contact (JSON), which the owner reads in the admin area. Rejects with a message to show.
 */
export async function subscribeToNewsletter(email: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: 'Newsletter subscriber',
        email,
        subject: 'Newsletter sign-up',
        message: 'Please add me to the newsletter.',
        source: 'landing',
      }),
    });
  } catch {
    throw new Error('Network error. Please check your internet connection.');
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (!response.ok || body?.success === false)
    throw new Error(body?.message || 'Sorry, we could not sign you up. Please try again.');
}
