#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// The arguments after the program's name, each byte that is not UTF-8 kept as a `ByteEscape`.
func commandLineArguments() -> [String] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
        let argument = CommandLine.unsafeArgv[index]!
        return ByteEscape.decode(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                                     count: strlen(argument)))
    }
}

/// The last part of the path the program was run by: `whiptail` for a link of that name.
func programName() -> String {
    guard CommandLine.argc > 0, let first = CommandLine.unsafeArgv[0] else { return "swalert" }
    // After the last slash, found in the C string itself: no array of parts is made.
    let name = String(cString: strrchr(first, Int32(UInt8(ascii: "/"))).map { $0 + 1 } ?? first)
    return name.isEmpty ? "swalert" : name
}

ProcessContext.reserveStandardDescriptors()
exit(Swalert.run(commandLineArguments(), name: programName()))
