import Foundation

// Benchmarks of the UDF store and the superapp; see BENCHMARKS.md. `--quick` for CI-sized runs,
// `--json` for machine reading, `--only S1,S3` to pick workloads.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--io-floor" {
  exit(runIOFloorChild())
}
if arguments.first == "--child" {
  exit(runChildMeasurement(Array(arguments.dropFirst())))
}
exit(runBenchmarks(arguments))
