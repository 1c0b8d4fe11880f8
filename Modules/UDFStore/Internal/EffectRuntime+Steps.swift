import UDF

extension EffectRuntime {
  /// The task of started work: runs `first`, then the steps of `chains` after it, each run in
  /// turn once the one before it finished.
  func execute(_ first: PendingRun, then chains: [OpenChain], send: @escaping @Sendable (A, Work) -> Void) async {
    var chains = chains
    var next = first
    while await run(next, send: send) {
      guard let following = advance(&chains, send: send) else { return }
      next = following
    }
    forget(chains)
  }

  /// Takes the steps of `chains` (innermost last) in order, doing at once those that need no task
  /// (a send is reduced, a cancel applied, a throttle its window dropped, a nested concatenation
  /// opened), until one is a run: returns it, registered, with `chains` at the steps after it. Nil
  /// once the concatenation finished, or ended: it, or any work in it, was cancelled, or a step's
  /// ID was cancelled while it waited its turn (its works are then forgotten).
  ///
  /// So a concatenation's leading sends are reduced when it is delivered, in the place of the
  /// reduction's own sends (TCA's order), and a step is planned under the lock when its turn comes,
  /// like a reduction's effect.
  func advance(_ chains: inout [OpenChain], send: @escaping @Sendable (A, Work) -> Void) -> PendingRun? {
    while let chain = chains.last {
      guard let effect = chain.rest.first else {
        lock.withLock { unregisterLocked(chain.work) }
        chains.removeLast()
        continue
      }
      chains[chains.count - 1].rest.removeFirst()
      let planned: Planned? = lock.withLock {
        // Set when the concatenation or any work in it was cancelled (its task's cancel follows).
        if chain.work.root.stopsTask { return nil }
        if let id = effect.workID, chain.work.root.cancelledStepIDs.contains(id) { return nil }
        return planLocked(effect, in: chain.work)
      }
      switch planned {
      case nil:
        forget(chains)
        chains = []
        return nil
      case .send(let action):
        send(action, chain.work)
      case .cancel(let works):
        cancelTasks(works)
      case .start(let step, let cancelling):
        cancelTasks(cancelling)
        switch step {
        case .skip: break
        case .run(let pending): return pending
        case .concatenate(let work, let steps): chains.append(OpenChain(work: work, rest: steps[...]))
        }
      }
    }
    return nil
  }

  /// Runs a registered run's body once its wait is over, unless it was cancelled meanwhile, then
  /// forgets its work; returns whether the body ran.
  func run(_ pending: PendingRun, send: @escaping @Sendable (A, Work) -> Void) async -> Bool {
    defer { lock.withLock { unregisterLocked(pending.work) } }
    guard await waitOut(pending.wait), lock.withLock({ claimLocked(pending.work, pending.run, pending.wait) }) else {
      return false
    }
    await pending.run.body(EffectContext(dependencies: dependencies) { send($0, pending.work) })
    return true
  }

  /// Forgets the works of concatenations that ended before their last step.
  private func forget(_ chains: [OpenChain]) {
    guard !chains.isEmpty else { return }
    lock.withLock { for chain in chains { unregisterLocked(chain.work) } }
  }

  /// Sleeps what `wait` asks on the injected clock; false if the sleep was cancelled.
  private func waitOut(_ wait: Wait) async -> Bool {
    do {
      switch wait {
      case .none: break
      case .delay(let delay): try await dependencies.clock.sleep(for: delay)
      case .windowEnd(let end): try await timeline.sleepUntil(end)
      }
    } catch {
      return false
    }
    return !Task.isCancelled
  }
}
