/// Which module's actions can set off which module's reactions: the graph the composer refuses a
/// cycle in, and the one the App's reaction step is written from.
///
/// An action routed to module M publishes M's own events and those of the domains M mediates (a
/// mediator applies their changes). A module R that reacts to an event of P is set off by every
/// module that can publish P's events: P itself and each feature mediating P. With no cycle, every
/// chain of reactions ends after at most as many steps as there are modules.
public struct ReactionGraph: Sendable {
  /// For each module (by name), the reacting modules its actions can set off, in composition order.
  public let setsOff: [String: [String]]
  private let order: [String]

  /// The graph of `modules`' declared reactions.
  public init(_ modules: [ComposedModule]) {
    order = modules.map(\.name)
    var edges: [String: [String]] = [:]
    for reactor in modules {
      for reaction in reactor.reactions {
        for publisher in modules
        where publisher.name == reaction.publisher || publisher.mediates.contains(reaction.publisher) {
          if !(edges[publisher.name] ?? []).contains(reactor.name) {
            edges[publisher.name, default: []].append(reactor.name)
          }
        }
      }
    }
    setsOff = edges
  }

  /// A chain of modules that comes back to its first (`A -> B -> A`), or `nil` when there is none.
  public func cycle() -> [String]? {
    var done: Set<String> = []
    var path: [String] = []
    func visit(_ name: String) -> [String]? {
      if let start = path.firstIndex(of: name) { return Array(path[start...]) + [name] }
      guard !done.contains(name) else { return nil }
      path.append(name)
      for next in setsOff[name] ?? [] {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      done.insert(name)
      return nil
    }
    for name in order {
      if let found = visit(name) { return found }
    }
    return nil
  }
}
