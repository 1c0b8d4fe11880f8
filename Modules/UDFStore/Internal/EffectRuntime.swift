import UDF

/// Runs the async work of effects as tasks, and cancels it by ID, on demand or when the store goes.
///
/// Every task starts with the store's executor preference (a `ManualExecutor` in tests and in the
/// headless app, the global executor otherwise) and its dependencies. Debounced work first sleeps
/// on the injected clock; a cancelled sleep ends it. A concatenation takes its steps in turn
/// (`EffectRuntime+Steps.swift`): those before its first run (sends, cancels) when it is
/// delivered, like a reduction's own effects, the rest in one task from that run on; its steps are
/// registered as work of their own, so their IDs can be cancelled, but only its outermost work has
/// a task and counts as running.
///
/// **When cancellation takes effect.** The store plans an accepted reduction's effects under its
/// own lock (`plan`): work is registered and cancelled (`cancel(id:)`, `cancelInFlight`,
/// `debounce`) at the moment the action that asks for it is reduced, not later when its effects
/// are delivered. A send from work is reduced under the same lock after checking `isCancelled`,
/// so the store's lock orders the two: a send reduced before the cancelling action is applied,
/// any send after it is dropped, even one already on its way (a result that arrives late, work
/// that ignores `Task.isCancelled`). The task itself is cancelled at delivery, outside the lock,
/// since cancellation handlers are foreign code. A step of a concatenation is planned the same
/// way, under this runtime's lock, when its turn comes.
///
/// **Throttle windows** are kept per ID as offsets on the injected clock (`Timeline`), read when
/// a throttled run is planned: the decision (run now, drop, keep for the window's end) is made
/// under the lock, with the time of the clock, never by a timer racing the next action.
@usableFromInline
final class EffectRuntime<A: Action>: @unchecked Sendable {
  // `@unchecked`: `running`, `windows` and every `Work`'s mutable fields are guarded by `lock`, a
  // `PlainLock`: it owns no state, so the compiler cannot see that (a `Mutex` holding `running`
  // and `windows` could not hold the `Work`s' fields, which their own objects carry).

  let dependencies: Dependencies
  let executor: (any TaskExecutor)?
  let timeline: Timeline
  let lock = PlainLock()
  private var running: [ObjectIdentifier: Work] = [:]
  private var windows: [EffectID: Window] = [:]

  init(dependencies: Dependencies, executor: (any TaskExecutor)?) {
    self.dependencies = dependencies
    self.executor = executor
    timeline = Timeline(dependencies.clock)
  }

  /// The number of effects with async work accepted and not yet finished (or dropped unstarted);
  /// a concatenation counts once.
  var activeCount: Int {
    lock.withLock { running.values.count { $0.parent == nil } }
  }

  /// Called under the store's lock for an accepted reduction's effects, in order: registers each
  /// run and concatenation, marks the work each cancellation names as cancelled (so its sends are
  /// dropped from now on), and decides throttled runs against their window.
  @usableFromInline
  func plan(_ effects: [Effect<A>]) -> [Planned] {
    lock.withLock { effects.map { planLocked($0, in: nil) } }
  }

  /// Whether `work` (or a concatenation around it) was cancelled; the store asks under its lock
  /// before reducing what it sends.
  @usableFromInline
  func isCancelled(_ work: Work) -> Bool {
    lock.withLock { work.isStopped }
  }

  /// Starts planned work, unless it was cancelled before it started: then it never runs. A
  /// concatenation's steps up to its first run are taken here (`advance`), on the delivering
  /// thread, so its leading sends are reduced where a reduction's own sends would be; its task
  /// starts at that run. `send` sends an action on behalf of a work.
  @usableFromInline
  func start(_ step: Step, send: @escaping @Sendable (A, Work) -> Void) {
    switch step {
    case .skip:
      return
    case .run(let pending):
      let unstarted = lock.withLock {
        guard pending.work.isCancelled else { return false }
        unregisterLocked(pending.work)
        return true
      }
      if unstarted { return }
      // A run alone has no steps to take after it: its task runs only its body (E1: 38,535 ->
      // 32,633 instructions per round trip against `execute` with no concatenation, callgrind).
      let task = Task(executorPreference: executor) { [weak self] in _ = await self?.run(pending, send: send) }
      launch(pending.work, task)
    case .concatenate(let work, let steps):
      var chains = [OpenChain(work: work, rest: steps[...])]
      guard let first = advance(&chains, send: send) else { return }
      launch(
        work,
        Task(executorPreference: executor) { [weak self, chains] in
          guard let self else { return }
          await execute(first, then: chains, send: send)
        })
    }
  }

  /// Gives `root` its task, cancelled at once if `root` was cancelled before it had one.
  private func launch(_ root: Work, _ task: Task<Void, Never>) {
    let cancelled = lock.withLock {
      root.task = task
      return root.stopsTask
    }
    if cancelled { task.cancel() }
  }

  /// Cancels the tasks running work that was marked cancelled.
  @usableFromInline
  func cancelTasks(_ works: [Work]) {
    guard !works.isEmpty else { return }
    // A closure, not the key path `\.root.task`: on this generic class a key path is built at run
    // time through the demangler, about 39,000 instructions per cancel (issue 35, BENCHMARKS.md).
    for task in lock.withLock({ works.compactMap { $0.root.task } }) { task.cancel() }
  }

  /// Cancels all running work (the store is going away).
  func cancelAll() {
    let tasks = lock.withLock {
      windows.removeAll()
      return running.values.compactMap { work in
        work.isCancelled = true
        work.stopsTask = true
        return work.task
      }
    }
    for task in tasks { task.cancel() }
  }

  // MARK: - Under the lock

  /// Plans one effect of a reduction (`parent` nil) or one step of a concatenation when its turn
  /// comes: registers its work, marks what it cancels, meets its throttle window.
  func planLocked(_ effect: Effect<A>, in parent: Work?) -> Planned {
    switch effect.operation {
    case .send(let action):
      return .send(action)
    case .cancel(let id):
      return .cancel(cancelLocked(id, sparing: nil))
    case .run(let run):
      let (step, cancelling) = beginLocked(run, in: parent)
      return .start(step, cancelling: cancelling)
    case .concatenate(let id, let steps):
      return .start(beginLocked(id, steps, in: parent), cancelling: [])
    }
  }

  /// Registers `run` as work (a step of `parent`, or started by a reduction) and marks what its
  /// `cancelInFlight` cancels; a throttled run meets its window here.
  func beginLocked(_ run: Effect<A>.Run, in parent: Work?) -> (Step, cancelling: [Work]) {
    if case .throttle(let interval, let latest) = run.timing, let id = run.id {
      return throttleLocked(run, id: id, interval: interval, latest: latest, in: parent)
    }
    let cancelling = run.cancelInFlight ? run.id.map { cancelLocked($0, sparing: parent?.root) } ?? [] : []
    let wait: Wait = if case .debounce(let delay) = run.timing { .delay(delay) } else { .none }
    return (register(run, in: parent, wait: wait), cancelling)
  }

  /// Registers a concatenation as work; an empty one has nothing to run.
  func beginLocked(_ id: EffectID?, _ steps: [Effect<A>], in parent: Work?) -> Step {
    guard !steps.isEmpty else { return .skip }
    let work = Work(id: id, parent: parent, stepIDs: parent == nil ? Self.ids(in: steps) : [])
    running[ObjectIdentifier(work)] = work
    return .concatenate(work, steps)
  }

  /// Marks the work with this ID cancelled and returns it; concatenations whose steps waiting
  /// their turn have this ID will end before them. Work of `spared` (a concatenation whose step
  /// cancels in flight) is left alone.
  func cancelLocked(_ id: EffectID, sparing spared: Work?) -> [Work] {
    var cancelled: [Work] = []
    for work in running.values where work.root !== spared {
      if work.id == id, !work.isCancelled {
        stopLocked(work)
        cancelled.append(work)
      }
      if work.stepIDs.contains(id) { work.cancelledStepIDs.insert(id) }
    }
    return cancelled
  }

  /// Just before a body starts: false if its work was cancelled meanwhile. A kept throttled run
  /// that starts at its window's end opens the next window from there.
  func claimLocked(_ work: Work, _ run: Effect<A>.Run, _ wait: Wait) -> Bool {
    guard !work.isStopped else { return false }
    if case .windowEnd(let end) = wait, case .throttle(let interval, _) = run.timing, let id = work.id {
      guard windows[id]?.kept === work else { return false }
      windows[id] = Window(end: end + interval, kept: nil)
    }
    return true
  }

  /// Forgets finished (or never started) work.
  func unregisterLocked(_ work: Work) {
    running[ObjectIdentifier(work)] = nil
    if let id = work.id, windows[id]?.kept === work { windows[id]?.kept = nil }
  }

  private func register(_ run: Effect<A>.Run, in parent: Work?, wait: Wait) -> Step {
    let work = Work(id: run.id, parent: parent)
    running[ObjectIdentifier(work)] = work
    return .run(PendingRun(work: work, run: run, wait: wait))
  }

  /// Outside any open window: runs now and opens one. Within it: dropped, or kept for its end
  /// (replacing the one kept before, which is returned to be cancelled).
  private func throttleLocked(
    _ run: Effect<A>.Run, id: EffectID, interval: Duration, latest: Bool, in parent: Work?
  ) -> (Step, cancelling: [Work]) {
    let now = timeline.elapsed()
    windows = windows.filter { now < $0.value.end || $0.value.kept?.isStopped == false }
    guard let window = windows[id] else {
      windows[id] = Window(end: now + interval, kept: nil)
      return (register(run, in: parent, wait: .none), [])
    }
    guard latest else { return (.skip, []) }
    let replaced = window.kept.map { $0.isStopped ? [] : [$0] } ?? []
    replaced.forEach(stopLocked)
    let step = register(run, in: parent, wait: .windowEnd(window.end))
    windows[id]?.kept = step.work
    return (step, replaced)
  }

  /// Marks `work` cancelled, and its task (its outermost work's) to be cancelled.
  private func stopLocked(_ work: Work) {
    work.isCancelled = true
    work.root.stopsTask = true
    if let id = work.id, windows[id]?.kept === work { windows[id]?.kept = nil }
  }

  /// Every ID among `steps`, at any depth.
  private static func ids(in steps: [Effect<A>]) -> Set<EffectID> {
    var ids = Set<EffectID>()
    for step in steps {
      if let id = step.workID { ids.insert(id) }
      if case .concatenate(_, let inner) = step.operation { ids.formUnion(Self.ids(in: inner)) }
    }
    return ids
  }
}

extension Effect {
  /// The ID that names this effect's work, if any.
  var workID: EffectID? {
    switch operation {
    case .send, .cancel: nil
    case .run(let run): run.id
    case .concatenate(let id, _): id
    }
  }
}
