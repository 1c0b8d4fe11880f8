/// Runs the async work of effects as tasks, and cancels it by ID, on demand or when the store goes.
///
/// Every task starts with the store's executor preference (a `ManualExecutor` in tests and in the
/// headless app, the global executor otherwise) and its dependencies. Debounced work first sleeps
/// on the injected clock; a cancelled sleep ends it.
final class EffectRuntime<A: Action>: @unchecked Sendable {
  // `@unchecked`: `entries` and `nextToken` are guarded by `lock`.
  private struct Entry {
    let id: EffectID?
    var task: Task<Void, Never>?
    var cancelled = false
  }

  let dependencies: Dependencies
  let executor: (any TaskExecutor)?
  private let lock = PlainLock()
  private var entries: [Int: Entry] = [:]
  private var nextToken = 0

  init(dependencies: Dependencies, executor: (any TaskExecutor)?) {
    self.dependencies = dependencies
    self.executor = executor
  }

  /// The number of effects started and not yet finished.
  var activeCount: Int {
    lock.withLock { entries.count }
  }

  /// Starts `run`; work with the same ID is cancelled first when `run` asks for it.
  func start(_ run: Effect<A>.Run, send: @escaping @Sendable (A) -> Void) {
    let token: Int = lock.withLock {
      if let id = run.id, run.cancelInFlight { cancelLocked(id) }
      nextToken += 1
      entries[nextToken] = Entry(id: run.id)
      return nextToken
    }
    let context = EffectContext(dependencies: dependencies, send: send)
    let clock = dependencies.clock
    let task = Task(executorPreference: executor) { [weak self] in
      defer { self?.finish(token) }
      if let delay = run.debounce {
        do {
          try await clock.sleep(for: delay)
        } catch {
          return
        }
      }
      guard !Task.isCancelled else { return }
      await run.body(context)
    }
    lock.withLock {
      guard entries[token] != nil else { return }
      entries[token]?.task = task
      if entries[token]?.cancelled == true { task.cancel() }
    }
  }

  /// Cancels the running work with this ID.
  func cancel(_ id: EffectID) {
    lock.withLock { cancelLocked(id) }
  }

  /// Cancels all running work (the store is going away).
  func cancelAll() {
    lock.withLock {
      for token in entries.keys {
        entries[token]?.cancelled = true
        entries[token]?.task?.cancel()
      }
    }
  }

  private func cancelLocked(_ id: EffectID) {
    for (token, entry) in entries where entry.id == id {
      entries[token]?.cancelled = true
      entry.task?.cancel()
    }
  }

  private func finish(_ token: Int) {
    lock.withLock { _ = entries.removeValue(forKey: token) }
  }
}
