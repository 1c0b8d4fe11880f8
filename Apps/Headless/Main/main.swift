import Foundation
import HeadlessKit

// `superapp`: the headless app. All logic lives in HeadlessKit; this only passes the arguments.
exit(HeadlessApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
