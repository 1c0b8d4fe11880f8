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

/// A module's rules in the core's two steps: `check` may refuse (a deposit beyond capacity) and
/// changes nothing, `apply` changes the module and cannot fail.
struct ModuleReducer: Sendable {
  let check: @Sendable (ModuleState, ModuleAction) throws(Rejection) -> Void
  let apply: @Sendable (inout ModuleState, ModuleAction) -> Void
}

extension ModuleReducer {
  /// The naive composition's check: handed every root action, a module ignores the others'.
  func check(_ state: ModuleState, _ rootAction: ModulesAction, self index: Int) throws(Rejection) {
    guard case .module(let target, let action) = rootAction, target == index else { return }
    try check(state, action)
  }

  /// The naive composition's apply: handed every root action, a module ignores the others'.
  func apply(_ state: inout ModuleState, _ rootAction: ModulesAction, self index: Int) {
    guard case .module(let target, let action) = rootAction, target == index else { return }
    apply(&state, action)
  }
}

/// The reducer of module `index`; each module gets its own closures, as separately compiled modules
/// would each bring their own functions.
func makeModuleReducer(_ index: Int) -> ModuleReducer {
  let refusal = Rejection(code: "capacityExceeded", message: "module \(index) is full")
  return ModuleReducer(
    check: { state, action throws(Rejection) in
      if case .deposit(let amount) = action, !state.canDeposit(amount) { throw refusal }
    },
    apply: { state, action in
      switch action {
      case .deposit(let amount): state.balance += amount
      case .toggle: state.flag.toggle()
      }
    })
}

/// The mediator's check: both modules exist, one can give `amount` and the other take it.
@inline(__always)
func checkTransfer(_ state: ModulesState, from: Int, to: Int, amount: Int) throws(Rejection) {
  guard state.modules.indices.contains(from), state.modules.indices.contains(to) else {
    throw Rejection(code: "notFound", message: "no module \(from) or \(to)")
  }
  guard state.modules[from].canWithdraw(amount), state.modules[to].canDeposit(amount) else {
    throw Rejection(code: "insufficientBalance", message: "cannot move \(amount) from \(from) to \(to)")
  }
}

/// The mediator's apply: moves `amount`, both modules changed together.
@inline(__always)
func applyTransfer(_ state: inout ModulesState, from: Int, to: Int, amount: Int) {
  state.modules[from].balance -= amount
  state.modules[to].balance += amount
}

/// The root's two steps over N modules, routed (the action names its module, which alone runs) or
/// broadcast (every module sees every action and ignores the others', so a dispatch costs O(N)).
struct RootReducer: Sendable {
  let modules: [ModuleReducer]
  let broadcast: Bool

  init(count: Int, broadcast: Bool) {
    modules = (0..<count).map(makeModuleReducer)
    self.broadcast = broadcast
  }

  func check(_ action: ModulesAction, _ state: ModulesState) throws(Rejection) -> ModulesAction {
    switch action {
    case .module(let index, let moduleAction):
      guard modules.indices.contains(index) else { throw Rejection(code: "notFound", message: "no module \(index)") }
      if broadcast {
        for other in modules.indices { try modules[other].check(state.modules[other], action, self: other) }
      } else {
        try modules[index].check(state.modules[index], moduleAction)
      }
    case .transfer(let from, let to, let amount):
      try checkTransfer(state, from: from, to: to, amount: amount)
    }
    return action
  }

  func apply(_ action: ModulesAction, _ state: inout ModulesState) {
    switch action {
    case .module(let index, let moduleAction):
      if broadcast {
        for other in modules.indices { modules[other].apply(&state.modules[other], action, self: other) }
      } else {
        modules[index].apply(&state.modules[index], moduleAction)
      }
    case .transfer(let from, let to, let amount):
      applyTransfer(&state, from: from, to: to, amount: amount)
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
