import App
import Concurrency
import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import UDF
import UDFStore
import UDFWire

/// The app's store as the headless app runs it: effects run on a `ManualExecutor` that the line
/// processor drains after each line, and every effect output a module registers (`items.save`)
/// writes its requests as protocol lines whose answer comes back on stdin.
///
/// Draining on the stdio thread keeps the protocol's order: a line's events, then its effects, then
/// its reply, with no thread and no waiting.
public final class SessionStore: Sendable {
  /// The store the lines act on.
  public let store: AppStore
  let executor = ManualExecutor()
  let effectLines = EffectLines()

  /// A store starting from `state` (the state a journal replayed to, or the empty state).
  public init(state: AppState = AppState()) {
    store = .app(state, dependencies: Self.dependencies(AppState.modules, lines: effectLines), executor: executor)
  }

  /// Every registered module's effect outputs, each writing its requests as effect lines.
  static func dependencies<Root, Action: Sendable>(
    _ modules: [ModuleRegistration<Root, Action>], lines: EffectLines
  ) -> Dependencies {
    var dependencies = Dependencies()
    for output in modules.flatMap(\.effectOutputs) {
      output.install(into: &dependencies) { name, request in
        lines.write { $0.effectLine(name, request) }
      }
    }
    return dependencies
  }

  /// Why `modules` cannot run headless: the services they declare that no effect output
  /// implements (`itemsList needs ItemsServer`), or `nil`. Checked before the app starts (exit 2),
  /// so a missing implementation never becomes an effect that silently does nothing.
  public static func startProblem<Root, Action: Sendable>(_ modules: [ModuleRegistration<Root, Action>]) -> String? {
    let missing = modules.missingServices(in: dependencies(modules, lines: EffectLines()))
    guard !missing.isEmpty else { return nil }
    return "no implementation is wired for a declared service: " + missing.joined(separator: "; ")
  }

  /// Runs the effects started so far and appends the lines they wrote to `output`.
  func runEffects(into output: inout JSONWriter) {
    executor.runUntilIdle()
    effectLines.take(into: &output)
  }
}
