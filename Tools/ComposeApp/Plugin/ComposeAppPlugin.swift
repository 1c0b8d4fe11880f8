import Foundation
import PackagePlugin

/// Writes the App's composition (`Modules/CompositionRoot/App`) at build time from the modules the
/// App depends on: every domain (`Modules/Domains/*`) and feature (`Modules/Features/*`) in the
/// manifest, each with its `module.json`. So a module joins the app by being declared, and no one
/// edits the App.
@main
struct ComposeAppPlugin: BuildToolPlugin {
  /// One command: `compose-app`, re-run when any module's `module.json` changes.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let modules = target.dependencies.compactMap { dependency -> SourceModuleTarget? in
      guard case .target(let module) = dependency else { return nil }
      return module as? SourceModuleTarget
    }
    var arguments: [String] = []
    var inputs: [URL] = []
    for module in modules {
      let folder = module.directoryURL.deletingLastPathComponent().lastPathComponent
      guard folder == "Domains" || folder == "Features" else { continue }
      let facts = module.directoryURL.appending(path: "module.json")
      let mediates = module.dependencies.compactMap { dependency -> String? in
        guard case .target(let used) = dependency,
          used.directoryURL.deletingLastPathComponent().lastPathComponent == "Domains"
        else { return nil }
        return used.name
      }
      let kind =
        folder == "Domains" ? "domain:\(module.name)" : "feature:\(module.name):\(mediates.joined(separator: ","))"
      arguments.append("\(kind):\(facts.path)")
      inputs.append(facts)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "AppComposition.swift")
    return [
      .buildCommand(
        displayName: "Composing the App from every module's module.json",
        executable: try context.tool(named: "compose-app").url,
        arguments: ["--out", output.path] + arguments,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
