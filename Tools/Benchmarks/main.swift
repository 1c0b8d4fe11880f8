import ArchitectureRules
import BenchmarkKit
import Foundation

// Benchmarks of the UDF store and the superapp; see README.md here and BENCHMARKS.md. The
// command line is read in BenchmarkKit (tested there); this file only routes to what it asked for.

let catalog = allWorkloads.map(\.catalogEntry)
let usage = BenchmarkUsage.text(catalog: catalog)
guard
  let command = ToolCommandLine.options(
    "benchmarks", usage: usage,
    { () throws(BenchmarkCommand.UsageError) in
      try BenchmarkCommand.parse(Array(CommandLine.arguments.dropFirst()), catalog: catalog)
    })
else { exit(2) }
switch command {
case .help:
  FileHandle.standardOutput.write(Data(usage.utf8))
  exit(0)
case .ioFloor(let parse): exit(runIOFloorChild(parse: parse))
case .child(let workload, let variant, let size):
  exit(runChildMeasurement(workload: workload, variant: variant, size: size))
case .run(let options): exit(runBenchmarks(options))
}
