import App
import Foundation
import JSONFieldCodec
import StdioProtocol
import UDF
import UDFStore

/// A3: one action of any module through the App's root, dispatched `dispatches` times: what a
/// dispatch costs as the module count grows (`Tools/scale/runtime.sh` runs it at N modules, where
/// the action's module may be one the scaffold added, so it comes as a protocol line).
///
/// The session is JSON lines of the stdio protocol: every line but the last is dispatched once to
/// set the state up, the last one `dispatches` times, accepted every time. `A3_SESSION` names a
/// session file; without it the session is the first module's (a box provisioned, then renamed
/// to the title it has). Variants: `reducer` (`AppState.reduce` on a local state) and `store`
/// (`AppStore.app()`). It also reports the size of `AppState` (`state bytes`).
func runWireAction(variant: String, dispatches: Int) throws -> Measurement {
  let lines = try wireActionSession()
  guard let measured = lines.last else { throw ChecksumFailure(description: "A3: the session has no line") }
  var decoder = LineDecoder(context: .system)
  func action(_ line: String, _ number: Int) throws -> AppAction {
    switch decoder.decode(ArraySlice(line.utf8), line: number) {
    case .success(.dispatch(let action, _)): return action
    case .success(.stateGet): throw ChecksumFailure(description: "A3: line \(number) is no action")
    case .failure(let rejection): throw ChecksumFailure(description: "A3: line \(number): \(rejection.message)")
    case nil: throw ChecksumFailure(description: "A3: line \(number) is blank")
    }
  }
  let setUp = try lines.dropLast().enumerated().map { try action($1, $0 + 1) }
  let repeated = try action(measured, lines.count)
  var refused = 0
  let ns: Double
  switch variant {
  case "reducer":
    var state = AppState()
    for setUpAction in setUp { _ = try AppState.reduce(&state, setUpAction) }
    ns = timeLoop(operations: dispatches) {
      for _ in 0..<dispatches {
        do { _ = try AppState.reduce(&state, repeated) } catch { refused += 1 }
      }
    }
  case "store":
    let store = AppStore.app()
    for setUpAction in setUp { try check(store.dispatch(setUpAction).isAccepted, "A3: a set-up line was refused") }
    ns = timeLoop(operations: dispatches) {
      for _ in 0..<dispatches {
        if !store.dispatch(repeated).isAccepted { refused += 1 }
      }
    }
  default:
    throw ChecksumFailure(description: "unknown A3 variant \(variant)")
  }
  try check(refused == 0, "A3 \(variant): \(refused) of \(dispatches) dispatches of '\(measured)' refused")
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["state bytes": Double(MemoryLayout<AppState>.size)])
}

/// The lines of `A3_SESSION`'s file (blank lines skipped), or the first module's session.
private func wireActionSession() throws -> [String] {
  guard let path = ProcessInfo.processInfo.environment["A3_SESSION"] else {
    return [
      #"{"action":"box.provision","id":"b0000000-0000-4000-8000-000000000001","title":"Pantry"}"#,
      #"{"action":"box.rename","box":"b0000000-0000-4000-8000-000000000001","title":"Pantry"}"#,
    ]
  }
  let text = try String(contentsOfFile: path, encoding: .utf8)
  return text.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
}
