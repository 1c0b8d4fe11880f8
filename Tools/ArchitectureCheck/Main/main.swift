import Foundation

// `swift run check-architecture [--graph | --check-graph] [--package-path DIR] [--description FILE]`
exit(CheckArchitecture.run(Array(CommandLine.arguments.dropFirst())))
