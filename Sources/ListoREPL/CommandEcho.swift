import Glibc

/// While a command runs at a terminal, the terminal echoes a control key as the
/// character itself, which shows nothing, not as `^C`: that echo lands wherever the
/// output is, inside a row being read ("Task 2097, ^Cselected.") or before the first
/// word of the answer, and a screen reader says "caret C" there. ECHOCTL is taken off
/// as a command starts and put back as it ends, so libedit, a shell while listo is
/// stopped, and the shell after listo find the modes as listo found them; a signal
/// that ends listo puts back the modes it started with (`Exits.endNow`).
enum CommandEcho {
    /// Whether this command took ECHOCTL off, so that it is put back.
    nonisolated(unsafe) private static var quietened = false

    static func quieten() {
        var modes = termios()
        guard isatty(0) == 1, tcgetattr(0, &modes) == 0, modes.c_lflag & tcflag_t(ECHOCTL) != 0 else { return }
        modes.c_lflag &= ~tcflag_t(ECHOCTL)
        quietened = tcsetattr(0, TCSANOW, &modes) == 0
    }

    static func restore() {
        guard quietened else { return }
        quietened = false
        var modes = termios()
        guard tcgetattr(0, &modes) == 0 else { return }
        modes.c_lflag |= tcflag_t(ECHOCTL)
        tcsetattr(0, TCSANOW, &modes)
    }
}
