/// One module as the App composes it: what the package graph says (its name, whether it is a
/// domain or a feature, the domains a feature mediates) and what its own `module.json` says (its
/// action type, the state it owns, whether that state has a rule across parts).
///
/// The App's composition (`AppAction`, `AppState`, `AppState.modules`, the route) is written from
/// a list of these, so no one edits the App to add a module.
public struct ComposedModule: Equatable, Sendable {
  /// Where the module sits: a domain owns its state; a feature mediates domains.
  public enum Kind: String, Equatable, Sendable {
    /// `Modules/Domains/<Name>`: its reducer is its state type.
    case domain
    /// `Modules/Features/<Name>`: its reducer is `<Name>Feature`.
    case feature
  }

  /// The state a module owns: its type and its field in `AppState` (also its part's name).
  public struct OwnState: Equatable, Sendable {
    /// The state's type (`BoxesState`).
    public let type: String
    /// The field of `AppState` that holds it (`boxes`).
    public let field: String

    /// A state of `type` held at `field`.
    public init(type: String, field: String) {
      self.type = type
      self.field = field
    }
  }

  /// The events of one other module that a module reacts to: `"reactsTo": {"TakeOrder": ["TripCompleted"]}`.
  public struct Reaction: Equatable, Sendable {
    /// The module that publishes the events (`TakeOrder`); the reacting module depends on it.
    public let publisher: String
    /// The event types it reacts to, each with its own `react(to:…)` (`TripCompleted`).
    public let events: [String]

    /// The reaction to `events` of `publisher`.
    public init(publisher: String, events: [String]) {
      self.publisher = publisher
      self.events = events
    }
  }

  /// The target's name (`TakeOrder`).
  public let name: String
  /// Domain or feature.
  public let kind: Kind
  /// Its wire action type, if clients can send it actions (`TakeOrderAction`).
  public let actions: String?
  /// The state it owns, if any.
  public let state: OwnState?
  /// The domains a feature mediates, in the order its `check` and `apply` take their states.
  public let mediates: [String]
  /// Whether a restored state must pass its `checkRestored`, which sees the domains it mediates.
  public let checksRestored: Bool
  /// The wire names it owns: a prefix ending in `.` (`item.`) owns every action under it, any
  /// other entry one action name (`items.didLoad`). No two modules own a name.
  public let prefixes: [String]
  /// The other modules' events it reacts to, by publisher.
  public let reactions: [Reaction]
  /// The mediated domains it only reads (`module.json`'s `reads`): its `apply` receives them as
  /// values, not `inout`, so it cannot change them.
  public let reads: [String]
  /// Its `module.json`, for messages that name it.
  public let file: String

  /// A module as the graph and its `module.json` describe it.
  public init(
    name: String, kind: Kind, actions: String? = nil, state: OwnState? = nil, mediates: [String] = [],
    checksRestored: Bool = false, prefixes: [String] = [], reactions: [Reaction] = [], reads: [String] = [],
    file: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.actions = actions
    self.state = state
    self.mediates = mediates
    self.checksRestored = checksRestored
    self.prefixes = prefixes
    self.reactions = reactions
    self.reads = reads
    self.file = file ?? "\(name)/module.json"
  }

  /// Whether `wireName` is one of the names it owns.
  public func owns(_ wireName: String) -> Bool {
    prefixes.contains { $0.hasSuffix(".") ? wireName.hasPrefix($0) : wireName == $0 }
  }

  /// Its name in `AppAction`'s cases and the registration (`takeOrder`).
  public var caseName: String {
    let upper = name.prefix { $0.isUppercase }
    guard upper.count > 1, upper.count < name.count else { return upper.lowercased() + name.dropFirst(upper.count) }
    // `URLCache` -> `urlCache`: every capital but the one that starts the next word.
    return upper.dropLast().lowercased() + name.dropFirst(upper.count - 1)
  }

  /// The type whose `check` and `apply` the App calls: a domain's state, a feature's `<Name>Feature`.
  public var reducer: String? {
    switch kind {
    case .domain: state?.type
    case .feature: "\(name)Feature"
    }
  }
}
