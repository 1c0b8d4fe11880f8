import Files
import Foundation
import JSON
import JSONOutput
import Persistence
import StdioProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `superapp inspect --journal P [--out FILE.html]`: writes the journal's time-travel inspector,
/// one self-contained HTML file (no network, no external scripts, fonts or styles).
///
/// The page gets the journal's permission bits (0600 if the journal cannot be looked at). It is
/// written to a temporary file beside the output and renamed into place only when the
/// whole journal was read: a damaged journal is reported like `replay` does (exit 3) and leaves no
/// half-rendered page. The embedded data is JSON with every `<` escaped, so no value can end the
/// script element it lives in.
package enum Inspector {
  /// Runs the command; the exit code.
  package static func run(journal: String, output: String) -> Int32 {
    var status = stat()
    if lstat(output, &status) == 0 {
      // Only an inspector page (checked by its first bytes, read without blocking) is replaced.
      guard let start = try? RegularFile.read(output, limit: 4_096), startsLikeOurPage(start) else {
        printError(
          "superapp: \(output) exists and is not an inspector page; it was not replaced (choose another --out)")
        return 2
      }
    }
    // A killed `inspect` leaves its `<output>.writing-<pid>`: removed when proved ours (our name,
    // a process that no longer runs, a regular file that is empty or starts like our page).
    let leftovers = Leftovers.remove(beside: output) { kind, start in
      kind == "writing" && (start.isEmpty || startsLikeOurPage(start))
    }
    for leftover in leftovers { printError("superapp: removed \(leftover), a temporary file a killed superapp left") }
    let temporary = output + ".writing-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      printError("superapp: cannot write \(output): \(String(cString: strerror(errno)))")
      return 1
    }
    // The page shows every record: whoever may not read the journal may not read the page either.
    var journalStatus = stat()
    if stat(journal, &journalStatus) == 0 { _ = fchmod(descriptor, journalStatus.st_mode & 0o777) }
    var written = false
    defer {
      close(descriptor)
      if !written { unlink(temporary) }
    }
    var writer = JSONWriter(capacity: 1 << 20 + 1 << 16)
    let summary: (records: Int, warning: String?, base: Int)
    do {
      try writeAll(Array(InspectorPage.head.utf8), to: descriptor, named: output)
      summary = try InspectorData.write(journal: journal, into: &writer) { writer in
        guard writer.bytes.count >= 1 << 20 else { return }
        try writeAll(escapedForScript(writer.bytes), to: descriptor, named: output)
        writer.discardWritten()
      }
      try writeAll(escapedForScript(writer.bytes), to: descriptor, named: output)
      try writeAll(Array(InspectorPage.tail.utf8), to: descriptor, named: output)
    } catch let error as OutputError {
      printError("superapp: \(error)")
      return 1
    } catch {
      printError("superapp: cannot inspect journal \(FilePath.shown(journal)): \(error)")
      return 3
    }
    guard fsync(descriptor) == 0, rename(temporary, output) == 0 else {
      printError("superapp: cannot write \(FilePath.shown(output)): \(String(cString: strerror(errno)))")
      return 1
    }
    written = true
    if let warning = summary.warning { printError("superapp: \(warning)") }
    printError("superapp: wrote \(output) (\(summary.records) records)")
    if summary.base > 0 {
      printError(
        "superapp: the journal is compacted: records 1-\(summary.base) were folded into its base record, "
          + "so the page starts from the base state (the state after record \(summary.base)), not from an empty one")
    }
    return 0
  }

  /// Whether `start` (a file's first bytes) begins exactly as every page this app writes, through
  /// its title at least and as far as both go: what proves a file at `--out`, or a page a killed
  /// `inspect` left half-written, ours. Many pages begin `<!doctype html>` and the same first
  /// lines as ours; none of them is replaced or removed.
  static func startsLikeOurPage(_ start: [UInt8]) -> Bool {
    start.count >= pageTitleEnd && zip(start, pageHead).allSatisfy { $0 == $1 }
  }

  /// The page's bytes before its data.
  private static let pageHead = Array(InspectorPage.head.utf8)
  /// Where the page's `<title>superapp journal inspector</title>` ends in `pageHead`.
  private static let pageTitleEnd = pageHead.firstRange(of: Array("</title>".utf8))?.upperBound ?? pageHead.count

  /// The bytes with every `<` written as `\u003c` (valid only inside JSON strings, where it is the
  /// only place a `<` can be), so the data cannot close its `<script>` element.
  static func escapedForScript(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(UInt8(ascii: "<")) else { return bytes }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(bytes.count + 64)
    for byte in bytes {
      if byte == UInt8(ascii: "<") {
        escaped.append(contentsOf: Array(#"\u003c"#.utf8))
      } else {
        escaped.append(byte)
      }
    }
    return escaped
  }
}
