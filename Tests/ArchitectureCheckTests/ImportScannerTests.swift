import ArchitectureRules
import Testing

@Suite struct ImportScannerTests {
  @Test func readsEveryImportFormWithItsLine() {
    let source = """
      import Foundation
      @testable import Order
      public import UDF
      internal import Items
      import struct Order.RideOrder
      @_exported import Driver
      @_spi(Internals) @preconcurrency package import class Box.Crate
      @testable
      import User
      import Foo; import Bar
      """
    #expect(
      ImportScanner.imports(in: source) == [
        ImportStatement(path: ["Foundation"], line: 1),
        ImportStatement(path: ["Order"], line: 2, attributes: ["testable"]),
        ImportStatement(path: ["UDF"], line: 3, accessLevel: "public"),
        ImportStatement(path: ["Items"], line: 4, accessLevel: "internal"),
        ImportStatement(path: ["Order", "RideOrder"], line: 5, declarationKind: "struct"),
        ImportStatement(path: ["Driver"], line: 6, attributes: ["_exported"]),
        ImportStatement(
          path: ["Box", "Crate"],
          line: 7,
          attributes: ["_spi", "preconcurrency"],
          accessLevel: "package",
          declarationKind: "class"
        ),
        ImportStatement(path: ["User"], line: 9, attributes: ["testable"]),
        ImportStatement(path: ["Foo"], line: 10),
        ImportStatement(path: ["Bar"], line: 10),
      ]
    )
  }

  @Test func ignoresCommentsAndStringLiterals() {
    let source = ###"""
      // import A
      /// import B
      /* import C
         /* nested: import D */
         import E */
      let a = "import F"
      let b = "escaped \" import G"
      let c = """
        import H
        """
      let d = #"raw " import I"#
      let e = ##"""
        "#  import J
        """##
      let f = "\("interpolated") import K \(x + "(") import L"
      let g = #/import M/#
      import Real
      """###
    #expect(ImportScanner.imports(in: source) == [ImportStatement(path: ["Real"], line: 17)])
  }

  @Test func codeInsideAnInterpolationDoesNotEndTheStringEarly() {
    let source = #"""
      let s = "a \(f("b) import X")) import Y"
      import Z
      """#
    #expect(ImportScanner.imports(in: source).map(\.module) == ["Z"])
  }

  @Test func keepsLineNumbersAcrossMultiLineLiteralsAndComments() {
    let source = "/*\n\n*/\nlet s = \"\"\"\n\n\n\"\"\"\nimport After\n"
    #expect(ImportScanner.imports(in: source).map(\.line) == [8])
  }

  @Test func importAsMemberOrLabelIsNotADeclaration() {
    let source = """
      let x = value.import
      f(import: 1)
      #if canImport(Darwin)
      import Darwin
      #endif
      """
    #expect(ImportScanner.imports(in: source).map(\.module) == ["Darwin"])
  }

  @Test func anUnterminatedStringEndsAtTheLineBreak() {
    let source = "let s = \"oops\nimport Order\n"
    #expect(ImportScanner.imports(in: source).map(\.module) == ["Order"])
  }
}
