import Foundation
import Synchronization
import UDF
import UDFStore

/// E1's state: how many pings were sent and how many pongs came back from effects.
struct PingState: Sendable {
  var pings = 0
  var pongs = 0
}

/// E1's actions: a ping starts an async effect that sends a pong back.
enum PingAction: Action {
  case ping
  case pong
}

/// E1's rules: every ping starts one `.run` effect that sends `.pong`.
enum PingReducer: Reducer {
  static func check(_ action: PingAction, in state: PingState) throws(Rejection) -> PingAction { action }

  static func apply(_ action: PingAction, to state: inout PingState, _ reduction: inout Reduction<PingAction>) {
    switch action {
    case .ping:
      state.pings += 1
      reduction.start(.run { context in context.send(.pong) })
    case .pong:
      state.pongs += 1
    }
  }
}

/// E1: `actions` pings, each starting an async effect that sends one pong back; ns per round trip
/// (ping dispatched, effect task started and run, pong dispatched), timed until every pong is in.
///
/// Variants: `manual` (a `ManualExecutor` drained after each ping on the dispatching thread, as the
/// headless app runs effects) and `global` (Swift's global concurrent executor, pongs arriving from
/// its threads while pings are dispatched).
func runEffects(variant: String, actions: Int) throws -> Measurement {
  let ns: Double
  let final: PingState
  switch variant {
  case "manual":
    let executor = ManualExecutor()
    let store = Store(initialState: PingState(), reducer: PingReducer.self, executor: executor)
    ns = timeLoop(operations: actions) {
      for _ in 0..<actions {
        store.dispatch(.ping)
        executor.runUntilIdle()
      }
    }
    final = store.state
  case "global":
    let done = DispatchSemaphore(value: 0)
    let received = Atomic<Int>(0)
    let store = Store(
      initialState: PingState(), reducer: PingReducer.self,
      effectActions: { _, _ in
        if received.add(1, ordering: .relaxed).newValue == actions { done.signal() }
      })
    ns = timeLoop(operations: actions) {
      for _ in 0..<actions { store.dispatch(.ping) }
      done.wait()
    }
    final = store.state
  default:
    throw ChecksumFailure(description: "unknown E1 variant \(variant)")
  }
  try check(
    final.pings == actions && final.pongs == actions,
    "E1 \(variant): \(final.pings) pings, \(final.pongs) pongs, expected \(actions) each")
  // CPU time per round trip (every thread): the work itself, which a busy machine does not stretch
  // the way it stretches the clock (issue 35).
  let cpu = timedLoops.lastCPUNanosecondsPerOperation
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["roundTripsPerSecond": 1e9 / ns, "cpu ns/op": cpu])
}
