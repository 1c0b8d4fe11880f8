import Foundation

// `swift run new-module <Name> --kind domain [--dry-run] [--package-path DIR]`
exit(NewModule.run(Array(CommandLine.arguments.dropFirst())))
