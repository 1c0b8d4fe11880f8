import UDF

/// A restored state: ready, or with work left that the restore's caller decides where to run.
///
/// Restoring a snapshot reads every part first and finishes the slow ones last, so the work of one
/// part (indexing the items) can overlap the reading of the others. A module only says which work
/// is left (`deferred`); it starts no thread. The caller of `AppState(restoring:scheduler:)`
/// passes a `RestoreScheduler`: the headless app's snapshot start runs it on another thread,
/// everything else runs it in place.
public struct Restored<Value: Sendable>: Sendable {
  private let finish: @Sendable () throws(Rejection) -> Value
  private let isDeferred: Bool

  private init(deferred: Bool, finish: @escaping @Sendable () throws(Rejection) -> Value) {
    self.finish = finish
    self.isDeferred = deferred
  }

  /// A state that is already complete.
  public static func value(_ value: Value) -> Restored {
    Restored(deferred: false) { value }
  }

  /// A state that `work` finishes, where the restore's caller schedules it; `work` may still
  /// refuse the stored state (the boxes' check that no item sits in two boxes runs there).
  public static func deferred(_ work: @escaping @Sendable () throws(Rejection) -> Value) -> Restored {
    Restored(deferred: true, finish: work)
  }

  /// The state, running its work here if it was deferred and not started, or waiting for it;
  /// throws the work's refusal.
  public func value() throws(Rejection) -> Value {
    try finish()
  }

  /// This state with its deferred work started by `scheduler` (a complete one as it is).
  public func started(by scheduler: some RestoreScheduler) -> Restored {
    guard isDeferred else { return self }
    let finish = finish
    let running = scheduler.start { () -> Result<Value, Rejection> in Result { () throws(Rejection) in try finish() } }
    return Restored(deferred: false) { () throws(Rejection) in try running().get() }
  }
}

/// Where a restore's deferred work runs (`Restored.deferred`): the caller's choice, never a
/// module's.
public protocol RestoreScheduler: Sendable {
  /// Starts `work` and returns what waits for its result.
  func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> @Sendable () -> Value
}

/// Runs deferred work in place, when its value is asked for: the default, which starts no thread.
public struct RestoreInPlace: RestoreScheduler {
  /// A scheduler that runs nothing ahead.
  public init() {}

  /// `work` itself, run when the value is asked for.
  public func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
    work
  }
}
