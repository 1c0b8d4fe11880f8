/// The rules that need every module at once, checked before the App's composition is written:
/// no two modules own one wire name or one `AppState` field, no field is a Swift keyword, every
/// reaction names a module of the App, and no chain of reactions can come back to where it began.
///
/// Each module's own `module.json` is checked when it is read (`ModuleFile`); these rules are the
/// composer's because only it sees every module. A problem names every file involved.
public enum CompositionRules {
  /// Throws the first problem of `modules`, naming the files involved.
  public static func check(_ modules: [ComposedModule]) throws(ModuleFile.Problem) {
    try checkFields(modules)
    try checkPrefixes(modules)
    try checkReactions(modules)
  }

  private static func checkFields(_ modules: [ComposedModule]) throws(ModuleFile.Problem) {
    var owners: [String: ComposedModule] = [:]
    for module in modules {
      guard let field = module.state?.field else { continue }
      if SwiftKeywords.contains(field) {
        throw ModuleFile.Problem(
          description: "\(module.file): 'state.field' is '\(field)', a Swift keyword; name the field otherwise")
      }
      if let owner = owners[field] {
        throw ModuleFile.Problem(
          description: "\(module.file): 'state.field' '\(field)' is already \(owner.name)'s (\(owner.file)); "
            + "each module's state has a field of its own")
      }
      owners[field] = module
    }
  }

  private static func checkPrefixes(_ modules: [ComposedModule]) throws(ModuleFile.Problem) {
    var claimed: [(prefix: String, module: ComposedModule)] = []
    for module in modules {
      for prefix in module.prefixes {
        if let (other, owner) = claimed.first(where: { overlap($0.prefix, prefix) }) {
          throw ModuleFile.Problem(
            description: "\(module.file): the wire names '\(prefix)' are already \(owner.name)'s ('\(other)' in "
              + "\(owner.file)); a name has one owning module")
        }
        claimed.append((prefix, module))
      }
    }
  }

  /// Whether two declared wire names can name one action: equal, or one a namespace the other is in.
  private static func overlap(_ a: String, _ b: String) -> Bool {
    a == b || (a.hasSuffix(".") && b.hasPrefix(a)) || (b.hasSuffix(".") && a.hasPrefix(b))
  }

  private static func checkReactions(_ modules: [ComposedModule]) throws(ModuleFile.Problem) {
    let byName = Dictionary(modules.map { ($0.name, $0) }) { first, _ in first }
    for module in modules {
      for reaction in module.reactions where byName[reaction.publisher] == nil {
        throw ModuleFile.Problem(
          description: "\(module.file): 'reactsTo' names \(reaction.publisher), which is not a module of the App")
      }
    }
    let graph = ReactionGraph(modules)
    if let cycle = graph.cycle() {
      let files = cycle.dropLast().compactMap { byName[$0]?.file }
      throw ModuleFile.Problem(
        description: "reactions form a cycle: \(cycle.joined(separator: " -> ")) (\(files.joined(separator: ", "))); "
          + "a reaction would set off itself again. Break it in one of these module.json files")
    }
  }
}
