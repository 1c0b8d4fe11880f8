import UDF

/// Runs the async work of effects as tasks, and cancels it by ID, on demand or when the store goes.
///
/// Every task starts with the store's executor preference (a `ManualExecutor` in tests and in the
/// headless app, the global executor otherwise) and its dependencies. Debounced work first sleeps
/// on the injected clock; a cancelled sleep ends it.
///
/// **When cancellation takes effect.** The store plans an accepted reduction's effects under its
/// own lock (`plan`): work is registered and cancelled (`cancel(id:)`, `cancelInFlight`,
/// `debounce`) at the moment the action that asks for it is reduced, not later when its effects
/// are delivered. A send from work is reduced under the same lock after checking `isCancelled`,
/// so the store's lock orders the two: a send reduced before the cancelling action is applied,
/// any send after it is dropped, even one already on its way (a result that arrives late, work
/// that ignores `Task.isCancelled`). The task itself is cancelled at delivery, outside the lock,
/// since cancellation handlers are foreign code.
@usableFromInline
final class EffectRuntime<A: Action>: @unchecked Sendable {
  // `@unchecked`: `running` and every `Work`'s mutable fields are guarded by `lock`.

  let dependencies: Dependencies
  let executor: (any TaskExecutor)?
  private let lock = PlainLock()
  private var running: [ObjectIdentifier: Work] = [:]

  init(dependencies: Dependencies, executor: (any TaskExecutor)?) {
    self.dependencies = dependencies
    self.executor = executor
  }

  /// The number of run effects accepted and not yet finished (or dropped unstarted).
  var activeCount: Int {
    lock.withLock { running.count }
  }

  /// Called under the store's lock for an accepted reduction's effects, in order: registers each
  /// run and marks the work each cancellation names as cancelled, so its sends are dropped from
  /// now on.
  @usableFromInline
  func plan(_ effects: [Effect<A>]) -> [Planned] {
    lock.withLock {
      effects.map { effect in
        switch effect.operation {
        case .send(let action):
          return .send(action)
        case .cancel(let id):
          return .cancel(cancelLocked(id))
        case .run(let run):
          let cancelling = run.cancelInFlight ? run.id.map(cancelLocked) ?? [] : []
          let work = Work(id: run.id)
          running[ObjectIdentifier(work)] = work
          return .run(work, run, cancelling: cancelling)
        }
      }
    }
  }

  /// Whether `work` was cancelled; the store asks under its lock before reducing what it sends.
  func isCancelled(_ work: Work) -> Bool {
    lock.withLock { work.isCancelled }
  }

  /// Starts the task of planned `work`, unless it was cancelled before it started: then it never
  /// runs.
  func start(_ work: Work, _ run: Effect<A>.Run, send: @escaping @Sendable (A) -> Void) {
    let unstarted = lock.withLock {
      guard work.isCancelled else { return false }
      running[ObjectIdentifier(work)] = nil
      return true
    }
    if unstarted { return }
    let context = EffectContext(dependencies: dependencies, send: send)
    let clock = dependencies.clock
    let task = Task(executorPreference: executor) { [weak self] in
      defer { self?.finish(work) }
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
    let cancelled = lock.withLock {
      work.task = task
      return work.isCancelled
    }
    if cancelled { task.cancel() }
  }

  /// Cancels the tasks of work that `plan` marked cancelled.
  func cancelTasks(_ works: [Work]) {
    for task in lock.withLock({ works.compactMap(\.task) }) { task.cancel() }
  }

  /// Cancels all running work (the store is going away).
  func cancelAll() {
    let tasks = lock.withLock {
      running.values.compactMap { work in
        work.isCancelled = true
        return work.task
      }
    }
    for task in tasks { task.cancel() }
  }

  /// Marks the running work with this ID cancelled and returns it.
  private func cancelLocked(_ id: EffectID) -> [Work] {
    var cancelled: [Work] = []
    for work in running.values where work.id == id && !work.isCancelled {
      work.isCancelled = true
      cancelled.append(work)
    }
    return cancelled
  }

  private func finish(_ work: Work) {
    lock.withLock { running[ObjectIdentifier(work)] = nil }
  }
}
