import Foundation

/// The modules to compose as the build plugin names them on `compose-app`'s command line, one
/// argument each: `domain:Box:<module.json>` or `feature:TakeOrder:Driver,Order:<module.json>`.
public enum CompositionArguments {
  /// The modules the arguments name, each read from its `module.json`.
  public static func modules(_ arguments: [String]) throws(ModuleFile.Problem) -> [ComposedModule] {
    var modules: [ComposedModule] = []
    for argument in arguments {
      let parts = argument.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
      let kind = parts.first.flatMap(ComposedModule.Kind.init(rawValue:))
      guard let kind, parts.count == (kind == .domain ? 3 : 4) else {
        throw ModuleFile.Problem(description: "cannot read the module argument '\(argument)'")
      }
      let path = kind == .domain ? parts[2] : parts[3]
      let mediates = kind == .domain ? [] : parts[2].split(separator: ",").map(String.init)
      guard let text = FileManager.default.contents(atPath: path) else {
        throw ModuleFile.Problem(
          description: "\(path): missing; every domain and feature describes itself in a module.json")
      }
      modules.append(try ModuleFile.read(text, name: parts[1], kind: kind, mediates: mediates, file: path))
    }
    return modules
  }
}
