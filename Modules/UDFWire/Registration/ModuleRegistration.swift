import UDF

/// One module as the app composes it: its actions in the app's action type, its state inside the
/// app's root state, and the services and effect outputs it declares.
///
/// The app keeps one list of these; everything that used to be a hand-kept list of modules is
/// derived from it: the action table and `--help`, `state.get`'s paths, the state dump, snapshots,
/// the inspector's collections, and the services an app must provide before it starts.
public struct ModuleRegistration<Root, RootAction: Sendable>: Sendable {
  /// The module's name in messages (`itemsList`).
  public let name: String
  /// Its actions, read into the app's action type.
  public let decoders: [WireDecoder<RootAction>]
  /// Examples of each of its actions (`WireExamples`): the first of each with every field, more
  /// where fields exclude each other or are optional.
  public let examples: [RootAction]
  /// Its state inside the root, if it owns one (a mediator owns none).
  public let part: (any StatePart<Root>)?
  /// The services its effects ask for.
  public let services: [ServiceRequirement]
  /// The requests its effects send out of the app.
  public let effectOutputs: [EffectOutput]
  /// The wire names it owns (its `module.json`'s `prefixes`): `box.` every name under it, any other
  /// entry one name. Every one of its actions' names must be among them (a platform test checks).
  public private(set) var wirePrefixes: [String] = []
  private let restoredRule: (@Sendable (Root) throws(Rejection) -> Void)?

  /// The module whose actions are `Action`, embedded in the app's action by `embed`, owning the
  /// state at `state` (or none).
  ///
  /// - Parameter restoredRule: a rule across states that a restored snapshot must keep (a
  ///   selection names an existing item); checked once every part is read.
  public init<Action: WireAction & WireExamples, State: StoredState>(
    _ name: String, _: Action.Type, _ embed: @escaping @Sendable (Action) -> RootAction,
    state: WritableKeyPath<Root, State>,
    restoredRule: (@Sendable (Root) throws(Rejection) -> Void)? = nil
  ) {
    self.init(name, Action.self, embed, part: KeyPathPart(path: state), restoredRule: restoredRule)
  }

  /// A module that owns no state of its own: a mediator between domains.
  public init<Action: WireAction & WireExamples>(
    _ name: String, _: Action.Type, _ embed: @escaping @Sendable (Action) -> RootAction
  ) {
    self.init(name, Action.self, embed, part: nil, restoredRule: nil)
  }

  /// A domain whose state the app holds but whose actions reach it only through a mediator (the
  /// driver and the orders change only by taking, completing or loading orders).
  public init<State: StoredState>(_ name: String, state: WritableKeyPath<Root, State>) {
    self.name = name
    decoders = []
    examples = []
    part = KeyPathPart(path: state)
    services = []
    effectOutputs = []
    restoredRule = nil
  }

  private init<Action: WireAction & WireExamples>(
    _ name: String, _: Action.Type, _ embed: @escaping @Sendable (Action) -> RootAction,
    part: (any StatePart<Root>)?, restoredRule: (@Sendable (Root) throws(Rejection) -> Void)?
  ) {
    self.name = name
    decoders = Action.wireDecoders.map { $0.map(embed) }
    examples = Action.wireExamples.map(embed)
    self.part = part
    services = Action.services
    effectOutputs = Action.effectOutputs
    self.restoredRule = restoredRule
  }

  /// This registration, owning the wire names `prefixes` (written by the App's composer).
  public func owning(_ prefixes: [String]) -> Self {
    var owning = self
    owning.wirePrefixes = prefixes
    return owning
  }

  /// Whether `wireName` is one of the names it owns.
  public func owns(_ wireName: String) -> Bool {
    wirePrefixes.contains { $0.hasSuffix(".") ? wireName.hasPrefix($0) : wireName == $0 }
  }

  /// Checks the module's rule across states on a restored root.
  public func checkRestored(_ root: Root) throws(Rejection) {
    try restoredRule?(root)
  }
}
