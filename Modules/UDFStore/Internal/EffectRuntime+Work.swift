import UDF

extension EffectRuntime {
  /// One run effect of an accepted reduction, from its planning until its task ends.
  @usableFromInline
  final class Work: @unchecked Sendable {
    // `@unchecked`: `task` and `isCancelled` are guarded by the runtime's lock.
    let id: EffectID?
    var task: Task<Void, Never>?
    var isCancelled = false

    init(id: EffectID?) {
      self.id = id
    }
  }

  /// What the store delivers for an effect once it was planned.
  @usableFromInline
  enum Planned {
    /// Dispatch this action.
    case send(A)
    /// Cancel the tasks of this work, already marked cancelled.
    case cancel([Work])
    /// Cancel the tasks of `cancelling` (already marked cancelled), then start `work`.
    case run(Work, Effect<A>.Run, cancelling: [Work])
  }
}
