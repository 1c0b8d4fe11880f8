import AppComposer
import Foundation

// compose-app --out FILE MODULE...: writes the App's composition (run by the App's build plugin).
var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--out" else {
  FileHandle.standardError.write(Data("usage: compose-app --out FILE MODULE...\n".utf8))
  exit(2)
}
let out = arguments[1]
do {
  let modules = try CompositionArguments.modules(Array(arguments.dropFirst(2)))
  try CompositionRules.check(modules)
  let source = AppComposition.source(modules)
  if FileManager.default.contents(atPath: out) != Data(source.utf8) {
    try Data(source.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
  }
} catch {
  FileHandle.standardError.write(Data("compose-app: \(error)\n".utf8))
  exit(1)
}
