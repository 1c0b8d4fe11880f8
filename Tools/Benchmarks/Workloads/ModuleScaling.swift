import UDF

// A2's generated app: a root that composes N small modules, each with its own state and reducer, and
// a mediator whose action changes two modules at once, all or nothing.

/// One module's state: a balance bounded by the module's capacity, a flag, and a heap-string name
/// (so a stray copy of a module costs a retain).
struct ModuleState: Sendable {
  let index: Int
  let capacity: Int
  var balance: Int
  var flag = false
  var name: String

  init(index: Int, balance: Int) {
    self.index = index
    capacity = Int.max / 4
    self.balance = balance
    name = "module-\(index)-display-name"
  }

  /// Whether `amount` can leave this module (the mediator asks before changing anything).
  func canWithdraw(_ amount: Int) -> Bool { amount >= 0 && balance >= amount }

  /// Whether `amount` can enter this module.
  func canDeposit(_ amount: Int) -> Bool { amount >= 0 && balance <= capacity - amount }
}

/// What one module's own reducer understands.
enum ModuleAction: Sendable {
  case deposit(Int)
  case toggle
}

/// The root's action: one module's own action (routed by the module's index), or the mediated
/// transfer that changes two modules together.
enum ModulesAction: Action {
  case module(Int, ModuleAction)
  case transfer(from: Int, to: Int, amount: Int)
}

/// The root state: the N modules side by side.
struct ModulesState: Sendable {
  var modules: [ModuleState]

  init(count: Int, balance: Int) {
    modules = (0..<count).map { ModuleState(index: $0, balance: balance) }
  }

  var totalBalance: Int { modules.reduce(0) { $0 + $1.balance } }
}

/// A module's reducer: refuses a deposit beyond capacity and changes nothing then.
typealias ModuleReducer = @Sendable (inout ModuleState, ModuleAction) throws(Rejection) -> Void

/// The reducer of module `index`; each module gets its own closure, as separately compiled modules
/// would each bring their own function.
func makeModuleReducer(_ index: Int) -> ModuleReducer {
  let refusal = Rejection(code: "capacityExceeded", message: "module \(index) is full")
  return { state, action throws(Rejection) in
    switch action {
    case .deposit(let amount):
      guard state.canDeposit(amount) else { throw refusal }
      state.balance += amount
    case .toggle:
      state.flag.toggle()
    }
  }
}

/// The mediator: moves `amount` from one module to another, both changed or neither.
@inline(__always)
func reduceTransfer(_ state: inout ModulesState, from: Int, to: Int, amount: Int) throws(Rejection) {
  guard state.modules.indices.contains(from), state.modules.indices.contains(to) else {
    throw Rejection(code: "notFound", message: "no module \(from) or \(to)")
  }
  guard state.modules[from].canWithdraw(amount), state.modules[to].canDeposit(amount) else {
    throw Rejection(code: "insufficientBalance", message: "cannot move \(amount) from \(from) to \(to)")
  }
  state.modules[from].balance -= amount
  state.modules[to].balance += amount
}

/// The root reducer as the app composes modules: the action names its module, which alone runs.
func makeRoutedReducer(count: Int) -> @Sendable (inout ModulesState, ModulesAction) throws(Rejection) -> Void {
  let reducers = (0..<count).map(makeModuleReducer)
  return { state, action throws(Rejection) in
    switch action {
    case .module(let index, let action):
      guard reducers.indices.contains(index) else {
        throw Rejection(code: "notFound", message: "no module \(index)")
      }
      try reducers[index](&state.modules[index], action)
    case .transfer(let from, let to, let amount):
      try reduceTransfer(&state, from: from, to: to, amount: amount)
    }
  }
}

/// A module reducer in the naive composition: handed every root action, it ignores the others'.
typealias BroadcastModuleReducer = @Sendable (inout ModuleState, ModulesAction) throws(Rejection) -> Void

/// Module `index`'s own reducer wrapped to take root actions.
func makeBroadcastModuleReducer(_ index: Int) -> BroadcastModuleReducer {
  let own = makeModuleReducer(index)
  return { (state: inout ModuleState, rootAction: ModulesAction) throws(Rejection) -> Void in
    guard case .module(let target, let moduleAction) = rootAction, target == index else { return }
    try own(&state, moduleAction)
  }
}

/// The naive composition, for contrast: every module's reducer is handed every root action and
/// ignores the ones that are not its own, so a dispatch costs O(N).
func makeBroadcastReducer(count: Int) -> @Sendable (inout ModulesState, ModulesAction) throws(Rejection) -> Void {
  let reducers = (0..<count).map(makeBroadcastModuleReducer)
  return { state, action throws(Rejection) in
    for index in reducers.indices { try reducers[index](&state.modules[index], action) }
    if case .transfer(let from, let to, let amount) = action {
      try reduceTransfer(&state, from: from, to: to, amount: amount)
    }
  }
}

/// Dispatch `i` of A2: 8 in 10 deposit 1 into module `i mod N`, 1 in 10 toggles it, 1 in 10 is the
/// mediated transfer of 1 from one module to the next.
@inline(__always)
func modulesAction(_ i: Int, count: Int) -> ModulesAction {
  switch i % 10 {
  case 8:
    return .module(i % count, .toggle)
  case 9:
    let from = (i / 10) % count
    return .transfer(from: from, to: (from + 1) % count, amount: 1)
  default:
    return .module(i % count, .deposit(1))
  }
}
