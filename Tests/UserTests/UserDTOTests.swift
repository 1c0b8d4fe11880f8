import Testing
import UDF
import UDFTesting
import User

/// The user's one wire shape, `{id, firstName, lastName, avatar?}`, and the profile it makes.
@Suite struct UserDTOTests {
  @Test func aProfileSurvivesTheRoundTripThroughItsDTO() throws {
    let profile = try UserProfile.create(id: fixedID(1), firstName: "Ann", lastName: "", avatar: fixedID(3))
    #expect(try UserProfile(dto: UserDTO(profile)) == profile)
    let plain = try UserProfile.create(id: fixedID(2), firstName: "Bob", lastName: "Ray")
    #expect(try UserProfile(dto: UserDTO(plain)) == plain)
  }

  @Test func theDTOUsesTheProtocolsFieldNamesAndReadsBack() throws {
    let dto = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee")
    let record = WireRecord(of: dto)
    #expect(
      record == [
        "id": .string("00000000-0000-4000-8000-000000000001"), "firstName": .string("Ann"), "lastName": .string("Lee"),
      ])
    #expect(try record.read(UserDTO.init(reading:)) == dto)
    let withAvatar = UserDTO(id: fixedID(1), firstName: "Ann", lastName: "Lee", avatar: fixedID(3))
    #expect(try WireRecord(of: withAvatar).read(UserDTO.init(reading:)) == withAvatar)
  }

  @Test func theDTOReadsUppercaseIDsAndKeepsTheRawNames() throws {
    let record: WireRecord = [
      "id": .string("00000000-0000-4000-8000-00000000000A"), "firstName": .string(" Ann "), "lastName": .string("Lee"),
      "extra": .int(1),
    ]
    let dto = try record.read(UserDTO.init(reading:))
    #expect(dto == UserDTO(id: fixedID(10), firstName: " Ann ", lastName: "Lee"))
    #expect(try UserProfile(dto: dto).name.first == "Ann")
  }

  @Test func missingFieldsAreRefusedWithTheirNames() {
    let noLast: WireRecord = ["id": .string(fixedID(1, UserProfile.self).description), "firstName": .string("Ann")]
    #expect(throws: Rejection.missingField("lastName")) { try noLast.read(UserDTO.init(reading:)) }
  }

  @Test func aDTOWithAnEmptyFirstNameIsRefused() {
    #expect(throws: UserError.emptyFirstName) {
      try UserProfile(dto: UserDTO(id: fixedID(1), firstName: "", lastName: "Lee"))
    }
  }
}
