import { describe, expect, test } from "vitest";
import { deliveryErrorText } from "~/newsletter/views";

describe("a failed newsletter delivery, as the team reads it", () => {
  test("a refused address, a server that asks for later, a server that cannot be reached, a removed subscriber", () => {
    const refused = "Can't send mail - all recipients were rejected: 550 5.1.1 <nadie@acme.mx>: Recipient address rejected";
    expect(deliveryErrorText(refused)).toBe(`El servidor de correo rechazó la dirección (550): puede no existir o no aceptar correo. Respuesta: ${refused}`);
    expect(deliveryErrorText("451 4.7.1 Try again later")).toMatch(/^El servidor de correo pidió intentarlo más tarde \(451\)/);
    expect(deliveryErrorText("connect ECONNREFUSED 127.0.0.1:465")).toMatch(/^No se pudo conectar con el servidor de correo/);
    expect(deliveryErrorText("The subscriber was removed")).toBe("El suscriptor fue eliminado antes del envío.");
    expect(deliveryErrorText("Unexpected socket close")).toBe("Error del servidor de correo: Unexpected socket close");
  });
});
