export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">Merchant Console</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Payments, payment links, branches, settlements and the aggregator offramp.
      </p>
    </main>
  );
}
