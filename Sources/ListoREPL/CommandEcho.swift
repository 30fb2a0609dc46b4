import Glibc

/// While a command runs at a terminal, the terminal echoes nothing typed: keys typed
/// ahead are shown once, by libedit at the next prompt, not also where the output is
/// ("whWorking: Snooze.", then again at the prompt), and Ctrl-C is not echoed as `^C`
/// inside a row being read or before the answer, where a screen reader says "caret C".
/// ECHO and ECHOCTL are taken off as a command starts and put back as it ends, so
/// libedit, a shell while listo is stopped, and the shell after listo find the modes
/// as listo found them; a signal that ends listo puts back the modes it started with
/// (`Exits.endNow`).
enum CommandEcho {
    /// The echo flags this command took off, to put back.
    nonisolated(unsafe) private static var taken: tcflag_t = 0

    static func quieten() {
        var modes = termios()
        guard isatty(0) == 1, tcgetattr(0, &modes) == 0 else { return }
        let echoing = modes.c_lflag & tcflag_t(ECHO | ECHOCTL)
        guard echoing != 0 else { return }
        modes.c_lflag &= ~echoing
        if tcsetattr(0, TCSANOW, &modes) == 0 { taken = echoing }
    }

    static func restore() {
        guard taken != 0 else { return }
        var modes = termios()
        if tcgetattr(0, &modes) == 0 {
            modes.c_lflag |= taken
            tcsetattr(0, TCSANOW, &modes)
        }
        taken = 0
    }
}
