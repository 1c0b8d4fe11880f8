import Testing
import UDF
import UDFStore
import UDFTesting

// A tiny domain for the effect operators' tests: an action carries an effect described as a value
// (`Plan`), so tests compare actions, and the effects log what they did in the state.

/// What the effects sent back, in order: `began A`, `ended A`, or a said name.
struct PlanState: Equatable, Sendable {
  var log: [String] = []
}

/// An effect as a value: what `PlanAction.start` starts.
indirect enum Plan: Equatable, Sendable {
  /// `.run`: sends `began(name)`, sleeps `seconds` on the store's clock, then sends `ended(name)`
  /// (nothing if the sleep was cancelled).
  case work(String, id: String? = nil, seconds: Int = 1)
  /// `.send(.said(name))`.
  case say(String)
  /// `.cancel(id:)`.
  case cancel(String)
  /// `.concatenate(id:_:)` of the plans' effects.
  case chain(id: String? = nil, [Plan])
  /// `.throttle(id:for: throttleInterval, latest:)`, whose body sends `said(name)`.
  case throttle(String, id: String = "t", latest: Bool)
  /// `.debounce(id:for: .seconds(1))`, whose body sends `said(name)`.
  case debounce(String, id: String)
  /// `.send(action)`: an action other than `said`, such as another `start`.
  case send(PlanAction)
  /// `.run`: sends each action in turn, without waiting between them.
  case relay(id: String? = nil, [PlanAction])
}

enum PlanAction: Action, Equatable {
  /// Starts the plan's effect.
  case start(Plan)
  /// Starts each plan's effect, in order, from one reduction.
  case startAll([Plan])
  case began(String)
  case ended(String)
  case said(String)

  /// What this action adds to the log (`start` adds nothing).
  var logLine: String? {
    switch self {
    case .start, .startAll: nil
    case .began(let name): "began \(name)"
    case .ended(let name): "ended \(name)"
    case .said(let name): name
    }
  }
}

/// The throttle interval of `Plan.throttle`.
let throttleInterval = Duration.seconds(1)

enum PlanReducer: Reducer {
  static func check(_ action: PlanAction, in state: PlanState) throws(Rejection) -> PlanAction { action }

  static func apply(_ action: PlanAction, to state: inout PlanState, _ reduction: inout Reduction<PlanAction>) {
    if case .start(let plan) = action { reduction.start(plan.effect) }
    if case .startAll(let plans) = action {
      for plan in plans { reduction.start(plan.effect) }
    }
    if let line = action.logLine { state.log.append(line) }
  }
}

extension Plan {
  /// The effect this plan describes.
  var effect: Effect<PlanAction> {
    switch self {
    case .work(let name, let id, let seconds):
      return .run(id: id.map { EffectID($0) }) { context in
        context.send(.began(name))
        guard (try? await context.dependencies.clock.sleep(for: .seconds(seconds))) != nil else { return }
        context.send(.ended(name))
      }
    case .say(let name):
      return .send(.said(name))
    case .cancel(let id):
      return .cancel(id: EffectID(id))
    case .chain(let id, let plans):
      return .concatenate(id: id.map { EffectID($0) }, plans.map(\.effect))
    case .throttle(let name, let id, let latest):
      return .throttle(id: EffectID(id), for: throttleInterval, latest: latest) { $0.send(.said(name)) }
    case .debounce(let name, let id):
      return .debounce(id: EffectID(id), for: .seconds(1)) { $0.send(.said(name)) }
    case .send(let action):
      return .send(action)
    case .relay(let id, let actions):
      return .run(id: id.map { EffectID($0) }) { context in actions.forEach(context.send) }
    }
  }
}

/// A test store of the plan domain, empty log.
func makePlanStore() -> TestStore<PlanState, PlanAction> {
  TestStore(initialState: PlanState(), reducer: PlanReducer.self)
}

extension TestStore where State == PlanState, A == PlanAction {
  /// Sends `start(plan)`, which changes nothing by itself.
  func start(_ plan: Plan, sourceLocation: SourceLocation = #_sourceLocation) {
    send(.start(plan), sourceLocation: sourceLocation)
  }

  /// Receives `actions`, in this order, each adding its line to the log.
  func receiveLogged(_ actions: PlanAction..., sourceLocation: SourceLocation = #_sourceLocation) {
    for action in actions {
      receive(action, sourceLocation: sourceLocation) { state in
        if let line = action.logLine { state.log.append(line) }
      }
    }
  }

  /// The log the store holds now, received or not: what every effect sent so far.
  var log: [String] { store.state.log }
}
